// The page both consumer apps render (copied into each by scripts/consumers.test.ts): tabs, a
// table, buttons, a field with an error and a dialog, from the installed @portal/ui tarball.
import { Button } from '@portal/ui/button'
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@portal/ui/dialog'
import { Field, Input } from '@portal/ui/field'
import {
  Table,
  TableBody,
  TableCaption,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '@portal/ui/table'
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@portal/ui/tabs'

const offers = [
  { bank: 'Nordbank', term: '12 months', rate: '3.10 %' },
  { bank: 'Banca Alpina', term: '24 months', rate: '2.95 %' },
]

export function Showcase() {
  return (
    <>
      <Tabs defaultValue="fixed">
        <TabsList aria-label="Products">
          <TabsTrigger value="fixed">Fixed term</TabsTrigger>
          <TabsTrigger value="overnight">Overnight</TabsTrigger>
        </TabsList>
        <TabsContent value="fixed">
          <Table>
            <TableCaption>Rates on 1 December</TableCaption>
            <TableHeader>
              <TableRow>
                <TableHead>Bank</TableHead>
                <TableHead>Term</TableHead>
                <TableHead className="text-right">Rate</TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {offers.map((offer) => (
                <TableRow key={offer.bank}>
                  <TableCell>{offer.bank}</TableCell>
                  <TableCell>{offer.term}</TableCell>
                  <TableCell className="text-right">{offer.rate}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TabsContent>
        <TabsContent value="overnight">No overnight offers today.</TabsContent>
      </Tabs>
      <Field label="Amount" error="Enter at least 1 EUR." required>
        <Input inputMode="decimal" defaultValue="0" />
      </Field>
      <Dialog>
        <DialogTrigger asChild>
          <Button>Open an account</Button>
        </DialogTrigger>
        <DialogContent closeLabel="Close">
          <DialogHeader>
            <DialogTitle>Open a savings account</DialogTitle>
            <DialogDescription>It takes about ten minutes.</DialogDescription>
          </DialogHeader>
          <DialogFooter>
            <DialogClose asChild>
              <Button variant="outline">Cancel</Button>
            </DialogClose>
            <Button>Continue</Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
      {/* @ts-expect-error an unknown variant is a type error; at run time it is the default */}
      <Button variant="shouting" data-testid="unknown-variant">
        Compare
      </Button>
    </>
  )
}
