import { beforeEach, describe, expect, it, vi } from 'vitest'
import { failed, noAccount, ok } from '@/lib/backend/service-result'

const backend = vi.hoisted(() => ({ getOpenTasks: vi.fn() }))

vi.mock('server-only', () => ({}))
vi.mock('@/lib/backend/customers', () => ({ getOpenTasks: backend.getOpenTasks }))

const { personalDataTasks } = await import('./personal-data-tasks')
const session = {} as Parameters<typeof personalDataTasks>[0]

beforeEach(() => backend.getOpenTasks.mockReset())

describe('personalDataTasks: the bank’s open tasks as the pages that do them', () => {
  it('leads each task the bank names to its page, in the bank’s order', async () => {
    backend.getOpenTasks.mockResolvedValue(
      ok({
        tasks: [
          { type: 'upload_proof_of_address' },
          { type: 'upload_id_document' },
          { type: 'confirm_data' },
          { type: 'add_reference_account' },
        ],
      }),
    )
    expect(await personalDataTasks(session)).toEqual([
      { id: 'upload-proof-of-address', route: 'uploadProofOfAddress' },
      { id: 'upload-id-document', route: 'uploadIdDocument' },
      { id: 'confirm-data', route: 'validateMyData' },
      { id: 'add-reference-account', route: 'initialReferenceAccount' },
    ])
  })

  it('has none without an account, and says failed when the bank did not answer', async () => {
    backend.getOpenTasks.mockResolvedValue(noAccount)
    expect(await personalDataTasks(session)).toEqual([])
    backend.getOpenTasks.mockResolvedValue(
      failed({ reason: 'unanswered', code: 'technicalError', status: 503 }),
    )
    expect(await personalDataTasks(session)).toBe('failed')
  })
})
