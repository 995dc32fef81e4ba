// One set of factories for unit tests, integration tests, e2e set-up and the demo seed.
export { createBooking } from "./bookings";
export { createProperty } from "./catalogue";
export { createOrganisation, createUser } from "./identity";
export { seededRandom, uniqueSuffix, type Random } from "./random";
