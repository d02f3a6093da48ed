-- A portfolio's own holdings: the configurator mix it buys instead of its class's model portfolio.
CREATE TABLE "investment_portfolio_holdings" (
	"portfolio_id" text NOT NULL,
	"isin" text NOT NULL,
	"weight_basis_points" integer NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "investment_portfolio_holdings_portfolio_id_isin_pk" PRIMARY KEY("portfolio_id","isin"),
	CONSTRAINT "investment_portfolio_holdings_weight" CHECK ("investment_portfolio_holdings"."weight_basis_points" > 0)
);
--> statement-breakpoint
ALTER TABLE "investment_portfolio_holdings" ADD CONSTRAINT "investment_portfolio_holdings_portfolio_id_investment_portfolios_id_fk" FOREIGN KEY ("portfolio_id") REFERENCES "public"."investment_portfolios"("id") ON DELETE no action ON UPDATE no action;