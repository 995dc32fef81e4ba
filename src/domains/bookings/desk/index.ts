/** The operations desk: booking desks, the inventory and the live count. */
export {
  deskFiltersFrom,
  deskQuery,
  inventoryFiltersFrom,
  inventoryQuery,
  type DeskFilters,
  type InventoryFilters,
} from "./filters";
export {
  deskPropertyChoices,
  listDeskBookings,
  DESK_PAGE_SIZE,
  DESK_SORTABLE,
  type DeskKind,
  type DeskPage,
  type DeskStay,
} from "./bookings";
export {
  archivedUnitsInScope,
  inventoryToday,
  INVENTORY_SORTABLE,
  type ArchivedInventoryUnit,
  type Inventory,
  type InventoryUnit,
} from "./inventory";
export { liveCountToday, type LiveCount, type LiveFigures } from "./live-count";
export { deskActionsFor, type DeskAction } from "./rules";
export { deskBookableProperties, type DeskBookableProperty } from "./bookable";
