// One JSON Resume → text for the whole product (the api's matcher reads the same): shared-schemas.
export { displayDate, dateRange, resumeText } from 'shared-schemas';
