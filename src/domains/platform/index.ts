export { platformJobs } from "./jobs";
