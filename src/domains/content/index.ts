import { contentEditorFunctions } from "./editor";
import { contentFunctions as enquiryFunctions } from "./functions";

export const contentFunctions = [...enquiryFunctions, ...contentEditorFunctions];
export { findEnquiries, findFaqEntries, findPublishedPosts, getPublishedPost, type FaqEntry } from "./queries";
export {
  contentHistory,
  listFaqEntriesForEditor,
  listNewsPostsForEditor,
  listTextBlocksForEditor,
  publishedTexts,
  translatedTexts,
} from "./editor-queries";
export { fillPlaceholders, TEXT_BLOCKS, type TextBlockDefinition } from "./blocks";
export { figuresOf, marketplaceFigures, type MarketplaceFigures } from "./figures";
