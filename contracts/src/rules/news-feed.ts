/**
 * The title of /feed.xml, the Atom feed of newly listed events: the feed states it, and every
 * page's head names the feed by it, so a feed reader shows the same words wherever it was found.
 */
export const newsFeedTitle = (siteName: string): string => `${siteName}: newly listed events`;
