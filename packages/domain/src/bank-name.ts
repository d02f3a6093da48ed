/**
 * A bank's name where the text has already named it a bank, in the case its sentence needs: the
 * Polish texts write "w banku {bank}", "oferty banku {bank}", "o banku {bank}". A name that starts
 * with that word ("Bank Solrion") would say it twice, in the nominative ("w banku Bank Solrion"),
 * so the word is left out ("w banku Solrion"), as Polish writes "w banku Millennium". A name with
 * the word elsewhere ("Solrion Bank", "Banque Solrion") stands in apposition and stays whole, as
 * do names in every other language (their texts put no noun before the name).
 */
export function bankNameAfterBankWord(name: string, locale: string): string {
  if (!locale.toLowerCase().startsWith('pl')) return name
  const rest = /^bank\s+(\S.*)$/i.exec(name.trim())?.[1]
  return rest ?? name
}
