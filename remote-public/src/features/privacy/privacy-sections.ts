/** The policy's sections in order; the ids are the product's fixed anchors, in their fixed order. */
export const PRIVACY_SECTIONS = [
  { id: 'welcome', title: 'Welcome' },
  { id: 'privacy-policy', title: 'Privacy Policy' },
  { id: 'introduction', title: 'Introduction' },
  { id: 'data', title: 'Data we collect' },
  { id: 'sharing', title: 'How we share data' },
  { id: 'rights', title: 'Your rights' },
  { id: 'regional', title: 'Regional disclosures' },
  { id: 'security', title: 'Security and retention' },
  { id: 'cookies', title: 'Cookies and local storage' },
  { id: 'reorgs', title: 'Business reorganisations' },
  { id: 'contact', title: 'Contact us' },
] as const;

export type PrivacySectionId = (typeof PRIVACY_SECTIONS)[number]['id'];

export const PRIVACY_POLICY_UPDATED = '1 November 2026';
