/** The editor's tab for the whole scenario text (the other tabs are one SQL action each). */
export const YAML_TAB = 'yaml';
