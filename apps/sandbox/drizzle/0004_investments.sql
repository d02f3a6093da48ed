CREATE TABLE "investment_bookings" (
	"sequence" bigserial PRIMARY KEY NOT NULL,
	"portfolio_id" text NOT NULL,
	"booking_date" date NOT NULL,
	"type" text NOT NULL,
	"from_account" text NOT NULL,
	"to_account" text NOT NULL,
	"amount" bigint NOT NULL,
	"currency" text NOT NULL,
	"order_id" text,
	"period" text,
	CONSTRAINT "investment_bookings_fee_period" UNIQUE("portfolio_id","type","period"),
	CONSTRAINT "investment_bookings_positive" CHECK ("investment_bookings"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "investment_orders" (
	"id" text PRIMARY KEY NOT NULL,
	"portfolio_id" text NOT NULL,
	"kind" text NOT NULL,
	"amount" bigint NOT NULL,
	"currency" text NOT NULL,
	"status" text NOT NULL,
	"placed_on" date NOT NULL,
	"execution_date" date NOT NULL,
	"plan_due_date" date,
	CONSTRAINT "investment_orders_plan_due" UNIQUE("portfolio_id","plan_due_date"),
	CONSTRAINT "investment_orders_positive" CHECK ("investment_orders"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "investment_portfolios" (
	"id" text PRIMARY KEY NOT NULL,
	"customer_id" text NOT NULL,
	"kind" text NOT NULL,
	"risk_class" text NOT NULL,
	"currency" text NOT NULL,
	"opened_on" date NOT NULL,
	"answers" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "investment_positions" (
	"portfolio_id" text NOT NULL,
	"isin" text NOT NULL,
	"units" numeric(24, 6) NOT NULL,
	CONSTRAINT "investment_positions_portfolio_id_isin_pk" PRIMARY KEY("portfolio_id","isin")
);
--> statement-breakpoint
CREATE TABLE "investment_savings_plans" (
	"portfolio_id" text PRIMARY KEY NOT NULL,
	"amount" bigint NOT NULL,
	"day_of_month" integer NOT NULL,
	"start_date" date NOT NULL,
	"pause_from" date,
	"pause_until" date
);
--> statement-breakpoint
CREATE TABLE "investment_value_points" (
	"portfolio_id" text NOT NULL,
	"date" date NOT NULL,
	"value" bigint NOT NULL,
	CONSTRAINT "investment_value_points_portfolio_id_date_pk" PRIMARY KEY("portfolio_id","date")
);
--> statement-breakpoint
ALTER TABLE "investment_bookings" ADD CONSTRAINT "investment_bookings_portfolio_id_investment_portfolios_id_fk" FOREIGN KEY ("portfolio_id") REFERENCES "public"."investment_portfolios"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "investment_orders" ADD CONSTRAINT "investment_orders_portfolio_id_investment_portfolios_id_fk" FOREIGN KEY ("portfolio_id") REFERENCES "public"."investment_portfolios"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "investment_positions" ADD CONSTRAINT "investment_positions_portfolio_id_investment_portfolios_id_fk" FOREIGN KEY ("portfolio_id") REFERENCES "public"."investment_portfolios"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "investment_savings_plans" ADD CONSTRAINT "investment_savings_plans_portfolio_id_investment_portfolios_id_fk" FOREIGN KEY ("portfolio_id") REFERENCES "public"."investment_portfolios"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "investment_value_points" ADD CONSTRAINT "investment_value_points_portfolio_id_investment_portfolios_id_fk" FOREIGN KEY ("portfolio_id") REFERENCES "public"."investment_portfolios"("id") ON DELETE no action ON UPDATE no action;