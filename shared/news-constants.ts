// News texts and choices, free of zod so the public site's bundle can import them without the validator.

export const NEWS_MESSAGES = {
  loadFailed: 'Failed to load news articles',
  createFailed: 'Failed to create article',
  updateFailed: 'Failed to update article',
  deleteFailed: 'Failed to delete article',
  created: 'Article created successfully',
  updated: 'Article updated successfully',
  deleted: 'Article deleted successfully',
  notFound: 'Article not found',
  listFailed: 'Failed to load news',
  empty: 'No News Available',
  noContent: 'This article has no content.',
  byline: 'League Admin',
} as const;

export const NEWS_CATEGORIES = ['general', 'games', 'teams', 'players', 'announcements'] as const;
export type NewsCategory = (typeof NEWS_CATEGORIES)[number];

/** The spec's excerpts: 300 characters on the home page, 200 in the news list. */
export const NEWS_EXCERPT = { home: 300, list: 200 } as const;
