-- One mTAN challenge table for every purpose (src/bank/sca): payments and data changes.
ALTER TABLE "sca_challenges" ADD COLUMN "user_id" text;--> statement-breakpoint
ALTER TABLE "sca_challenges" ADD COLUMN "purpose" text;--> statement-breakpoint
ALTER TABLE "sca_challenges" ADD COLUMN "binding" text;--> statement-breakpoint
-- A payment challenge stored before is bound as paymentBinding() digests it: SHA-256 of
-- `payment`, a newline and {"amount":…,"currency":…,"payeeIban":…} (keys sorted).
UPDATE "sca_challenges" SET
  "purpose" = 'payment',
  "binding" = encode(sha256(convert_to(
    'payment' || chr(10) || '{"amount":' || "amount"::text || ',"currency":' || to_json("currency")::text || ',"payeeIban":' || to_json("payee_iban")::text || '}',
    'UTF8')), 'hex');--> statement-breakpoint
ALTER TABLE "sca_challenges" ALTER COLUMN "purpose" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "sca_challenges" ALTER COLUMN "binding" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "sca_challenges" DROP COLUMN "amount";--> statement-breakpoint
ALTER TABLE "sca_challenges" DROP COLUMN "currency";--> statement-breakpoint
ALTER TABLE "sca_challenges" DROP COLUMN "payee_iban";--> statement-breakpoint
INSERT INTO "sca_challenges" ("id", "customer_id", "user_id", "purpose", "binding", "code_hash", "status", "failed_attempts", "created_at", "expires_at", "used_by")
SELECT "id", "customer_id", "user_id", "purpose", "binding", "code_hash", "status", "failed_attempts", "created_at", "expires_at", "used_by"
FROM "data_change_challenges";--> statement-breakpoint
DROP TABLE "data_change_challenges" CASCADE;--> statement-breakpoint
-- Investments book in the ledger: portfolio cash and custody are customer accounts with a floor.
ALTER TABLE "ledger_accounts" DROP CONSTRAINT "ledger_accounts_customer_floor";--> statement-breakpoint
ALTER TABLE "ledger_accounts" ADD CONSTRAINT "ledger_accounts_customer_floor" CHECK ("ledger_accounts"."kind" not in ('settlement', 'deposit', 'portfolio_cash', 'custody') or "ledger_accounts"."balance" >= 0);--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "portfolio_id" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "period" text;--> statement-breakpoint
CREATE INDEX "bookings_portfolio_idx" ON "bookings" USING btree ("portfolio_id","type");--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_fee_period" UNIQUE("portfolio_id","type","period");--> statement-breakpoint
-- The portfolio service's own bookings move into the ledger: each string account becomes a
-- ledger account of its kind (the reference account is the ledger's own), each row a booking
-- with the same amount, date, order and fee month, and the balances take their sums.
INSERT INTO "ledger_accounts" ("id", "kind", "currency", "customer_id", "balance")
SELECT DISTINCT ON (sides."account")
  sides."account",
  CASE split_part(sides."account", ':', 1)
    WHEN 'reference' THEN 'reference'
    WHEN 'portfolio-cash' THEN 'portfolio_cash'
    WHEN 'custody' THEN 'custody'
    ELSE 'fee_income'
  END,
  sides."currency",
  CASE WHEN sides."account" LIKE 'fee-income:%' THEN NULL ELSE portfolios."customer_id" END,
  0
FROM (
  SELECT "portfolio_id", "currency", "from_account" AS "account" FROM "investment_bookings"
  UNION ALL
  SELECT "portfolio_id", "currency", "to_account" FROM "investment_bookings"
) sides
JOIN "investment_portfolios" portfolios ON portfolios."id" = sides."portfolio_id"
ORDER BY sides."account"
ON CONFLICT ("id") DO NOTHING;--> statement-breakpoint
INSERT INTO "bookings" ("id", "booked_at", "booking_date", "value_date", "type", "from_account_id", "to_account_id", "amount", "currency", "customer_id", "order_id", "portfolio_id", "period", "reference")
SELECT
  md5('investment_bookings:' || moved."sequence")::uuid::text,
  (moved."booking_date" + time '06:00') AT TIME ZONE 'UTC',
  moved."booking_date",
  moved."booking_date",
  moved."type",
  moved."from_account",
  moved."to_account",
  moved."amount",
  moved."currency",
  portfolios."customer_id",
  moved."order_id",
  moved."portfolio_id",
  moved."period",
  CASE moved."type"
    WHEN 'MANAGEMENT_FEE' THEN 'Management fee ' || moved."period"
    WHEN 'FUND_PURCHASE' THEN 'Fund purchase ' || left(moved."order_id", 8)
    WHEN 'SAVINGS_PLAN_DEBIT' THEN 'Savings plan ' || left(moved."order_id", 8)
    ELSE 'Investment order ' || left(moved."order_id", 8)
  END
FROM "investment_bookings" moved
JOIN "investment_portfolios" portfolios ON portfolios."id" = moved."portfolio_id"
ORDER BY moved."sequence";--> statement-breakpoint
UPDATE "ledger_accounts" SET "balance" = "ledger_accounts"."balance" + sums."net"
FROM (
  SELECT "account", sum("amount") AS "net" FROM (
    SELECT "to_account" AS "account", "amount" FROM "investment_bookings"
    UNION ALL
    SELECT "from_account", -"amount" FROM "investment_bookings"
  ) sides
  GROUP BY "account"
) sums
WHERE "ledger_accounts"."id" = sums."account";--> statement-breakpoint
DROP TABLE "investment_bookings" CASCADE;
