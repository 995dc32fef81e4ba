-- A night belongs to its day (docs/STAY-MODES.md): a live hourly stay (its check_in is its day, its check_out the
-- day after) and a live nightly or monthly stay of the same unit never share a night. Until now only the checkout's
-- property lock and second quote kept them apart; this makes it the database's word, like bookings_no_overlap for
-- nights and bookings_hourly_no_overlap for hours. The stay modes are compared as hourly or not (btree_gist gives
-- integers a `<>`), so two stays of the same kind are left to those two constraints. The turnover rules that depend
-- on the property's clock (a night's guest keeps the check-out morning, an early hourly stay takes the night before)
-- stay with unit_taken_nights and the checkout: a constraint with a property's times would refuse bookings after a
-- supplier changed them.
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_nightly_hourly_no_overlap" EXCLUDE USING gist (
  "unit_id" WITH =,
  daterange("check_in", "check_out", '[)') WITH &&,
  (("stay_mode" = 'hourly')::int) WITH <>
) WHERE ("status" IN ('held', 'requested', 'confirmed', 'checked_in', 'completed'));
