/**
 * The example the home page's story runs, as shipped: its own module, so that the store (which
 * every page loads) names it without loading the story's captions.
 */
export const STORY_EXAMPLE = 'seed-demo';
