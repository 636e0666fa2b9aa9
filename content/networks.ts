/** The profiles a person may link to, each drawn with its own icon; the footer shows them in this order. */
export const NETWORKS = ['github', 'linkedin', 'devpost', 'x', 'instagram', 'codechef', 'leetcode'] as const;
export type Network = (typeof NETWORKS)[number];
