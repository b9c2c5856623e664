import { afterAll, beforeAll, expect, it } from "vitest"
import { sql } from "drizzle-orm"
import { demoIds } from "../../db/seed"
import { createTestServer, type TestServer } from "../../db/testDb"
import { rowsOf } from "../spending/spending.service"

/**
 * The fuel documents' totals kept per statement (migration 0029, issue 29): several documents in one INSERT,
 * UPDATE or DELETE move the day and type totals as a recount of the documents says, and an UPDATE that changes
 * no counted column (the lines' JSON, the factoring flag; the statement's purchase times) writes no totals row.
 */
let server: TestServer
beforeAll(async () => {
  server = await createTestServer()
})
afterAll(() => server?.close())

const customer = demoIds.customers.kyTamme5

const rows = async (query: ReturnType<typeof sql>) => rowsOf(await server.db.execute(query))

/** The kept totals and a recount of the documents, both tables, as text for exact comparison. */
const keptAndRecount = async () => ({
  kept: {
    day: await rows(sql`select customer_id, document_type, day::text as day, unpaid, document_count as n, total_amount::text as total,
      payment_amount::text as payment from fuel_document_day_totals where document_count <> 0 order by 1, 2, 3, 4`),
    type: await rows(sql`select customer_id, document_type, unpaid, document_count as n, total_amount::text as total,
      payment_amount::text as payment from fuel_document_type_totals where document_count <> 0 order by 1, 2, 3`),
  },
  recount: {
    day: await rows(sql`select customer_id, document_type, document_date_created::text as day, (total_amount - payment_amount > 0) as unpaid,
      count(*)::int as n, sum(total_amount)::text as total, sum(payment_amount)::text as payment from fuel_documents group by 1, 2, 3, 4 order by 1, 2, 3, 4`),
    type: await rows(sql`select customer_id, document_type, (total_amount - payment_amount > 0) as unpaid,
      count(*)::int as n, sum(total_amount)::text as total, sum(payment_amount)::text as payment from fuel_documents group by 1, 2, 3 order by 1, 2, 3`),
  },
})

const expectTotalsTrue = async () => {
  const { kept, recount } = await keptAndRecount()
  expect(kept.day).toEqual(recount.day)
  expect(kept.type).toEqual(recount.type)
}

/** Each totals row with its row version (xmin): a row written again gets a new one. */
const versions = async () => ({
  fuel: await rows(
    sql`select customer_id, document_type, day::text as day, unpaid, xmin::text as v from fuel_document_day_totals order by 1, 2, 3, 4`,
  ),
  fuelType: await rows(sql`select customer_id, document_type, unpaid, xmin::text as v from fuel_document_type_totals order by 1, 2, 3`),
  lines: await rows(sql`select customer_id, dimension, value, period, document_date::text as d, document_type, xmin::text as v
    from document_line_day_totals order by 1, 2, 3, 4, 5, 6`),
})

it("the demo data's totals equal a recount (the seed's 3 400 documents were one statement)", async () => {
  await expectTotalsTrue()
})

it("one INSERT of several documents over days and types, one UPDATE of several payments and a type, one DELETE", async () => {
  await server.db.execute(sql`
    insert into fuel_documents (remote_document_id, customer_id, document_number, document_type, document_date_created,
      payment_deadline_date, total_amount, payment_amount, paid, remote_factoring, print_form, reference_number, lines)
    select 'TT-' || g, ${customer}, 'TT-' || g, (array['VA.1', 'MV.KO', 'LV.5'])[1 + g % 3], date '2026-03-01' + (g % 4),
      date '2026-03-15', 10 * g, case when g % 2 = 0 then 10 * g else 0 end, g % 2 = 0, false, 'PDF', '99' || g, '[]'::jsonb
    from generate_series(1, 12) as g`)
  await expectTotalsTrue()
  // Payments: the unpaid ones become paid (moving between unpaid rows), one paid becomes partly paid; one changes type.
  await server.db.execute(sql`
    update fuel_documents set payment_amount = case when remote_document_id = 'TT-4' then 15 else total_amount end,
      document_type = case when remote_document_id = 'TT-5' then 'MV.VL' else document_type end
    where remote_document_id like 'TT-%' and remote_document_id in ('TT-1', 'TT-3', 'TT-4', 'TT-5', 'TT-7')`)
  await expectTotalsTrue()
  await server.db.execute(sql`delete from fuel_documents where remote_document_id in ('TT-2', 'TT-5', 'TT-9')`)
  await expectTotalsTrue()
})

it("an UPDATE that changes no counted column writes no totals row (documents and statement lines)", async () => {
  const before = await versions()
  await server.db.execute(sql`update fuel_documents set lines = lines || '[]'::jsonb, remote_factoring = not remote_factoring`)
  await server.db.execute(sql`update document_lines set purchased_at = coalesce(purchased_at, now()) + interval '1 minute'`)
  expect(before.fuel.length).toBeGreaterThan(100)
  expect(before.lines.length).toBeGreaterThan(1000)
  expect(await versions()).toEqual(before)
  await expectTotalsTrue()
})
