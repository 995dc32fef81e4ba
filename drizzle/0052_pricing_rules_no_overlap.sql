-- Two active seasons of the same unit, or two property-wide ones, never cover the same night (ARCHITECTURE.md,
-- Pricing rules). A unit's own season may overlap a property-wide one: the unit's wins in the quote. Drizzle
-- cannot express an exclusion constraint, so it is written here; btree_gist is already installed (bookings).
ALTER TABLE "pricing_rules" ADD CONSTRAINT "pricing_rules_seasons_no_overlap" EXCLUDE USING gist (
	"property_id" WITH =,
	(coalesce("unit_id", '00000000-0000-0000-0000-000000000000'::uuid)) WITH =,
	daterange("starts_on", "ends_on", '[)') WITH &&
) WHERE ("kind" = 'season' AND "active");
