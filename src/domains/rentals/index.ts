export { rentalFunctions } from "./functions";
export { rentalJobs } from "./jobs";
export {
  listContracts,
  rentableUnits,
  CONTRACTS_PAGE_SIZE,
  CONTRACT_SORTABLE,
  type RentableUnit,
  type RentalContractView,
} from "./queries";
export { createContract, giveNotice, issueDueInvoices, markInvoicePaid, renewContract } from "./contracts";
