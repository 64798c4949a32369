// The ids are the domain's (src/domain/document-id.ts): the door draws one in the browser too.
export { newDocumentId, randomAlphanumeric } from '@/domain/document-id';
