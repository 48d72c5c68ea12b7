// The marker of a placeholder an author must replace (lesson skeletons from the studio).
export const PLACEHOLDER = '[TODO]';
