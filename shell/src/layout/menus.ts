import { GENAI_TOOL_GROUPS } from 'shared-schemas';

/** The public header's two menus (SPEC §2 "Public shell"). */
export interface MenuLink {
  label: string;
  to: string;
}

export interface MenuGroup {
  heading: string;
  links: MenuLink[];
}

export interface Menu {
  id: string;
  label: string;
  groups: MenuGroup[];
}

export const SEARCH_MENU: Menu = {
  id: 'search',
  label: 'Job & Candidate Search',
  groups: [
    {
      heading: 'Job Search',
      links: [
        { label: 'LinkedIn Job Search', to: '/job-linkedin-search' },
        { label: 'Google Job Search', to: '/job-google-search' },
      ],
    },
    {
      heading: 'Candidate Search',
      links: [
        { label: 'LinkedIn Candidate Search', to: '/candidate-linkedin-search' },
        { label: 'Google Candidate Search', to: '/candidate-google-search' },
      ],
    },
  ],
};

/** Every Services entry goes to /genai-services, as the specification says. */
export const SERVICES_MENU: Menu = {
  id: 'services',
  label: 'Services',
  groups: GENAI_TOOL_GROUPS.map((group) => ({
    heading: group.name,
    links: group.tools.map((tool) => ({ label: tool.name, to: '/genai-services' })),
  })),
};

export const HEADER_MENUS: Menu[] = [SEARCH_MENU, SERVICES_MENU];
