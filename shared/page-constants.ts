// Custom pages' texts and page types, free of zod so the public site's bundle can import them without the validator.
// page-schema.ts re-exports them beside its schemas.

export const PAGE_MESSAGES = {
  loadFailed: 'Failed to load pages',
  createFailed: 'Failed to create page',
  updateFailed: 'Failed to update page',
  deleteFailed: 'Failed to delete page',
  created: 'Page created successfully',
  updated: 'Page updated successfully',
  deleted: 'Page deleted successfully',
  notFound: 'Page not found',
  publicLoadFailed: 'Failed to load page',
  noContent: 'This page has no content.',
  ownParent: 'A page cannot be its own parent',
  parentMissing: 'The parent page does not exist in this league',
  parentLoop: 'The parent page is placed under this page',
} as const;

export const PAGE_TYPES = ['custom', 'about', 'rules', 'contact', 'faq', 'schedule', 'registration'] as const;
export type PageType = (typeof PAGE_TYPES)[number];
export const PAGE_TYPE_LABELS: Record<PageType, string> = {
  custom: 'Custom', about: 'About', rules: 'Rules', contact: 'Contact', faq: 'FAQ', schedule: 'Schedule', registration: 'Registration',
};
