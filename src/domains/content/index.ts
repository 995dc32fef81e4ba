export { contentFunctions } from "./functions";
export { findEnquiries, findFaqEntries, findPublishedPosts, getPublishedPost, type FaqEntry } from "./queries";
