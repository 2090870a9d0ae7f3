/**
 * What the API answers when a request cannot be read at all (before any field is looked at): its body's size,
 * type, syntax or nesting, or its address. Each says what to change.
 */
export const MAX_JSON_DEPTH = 64;

export const REQUEST_MESSAGES = {
  tooDeep: `The JSON body is nested too deeply: please send at most ${MAX_JSON_DEPTH} levels of objects and arrays.`,
  tooLarge: (limitBytes: number) =>
    `The request body is too large: please send at most ${Math.round(limitBytes / 1024)} KB.`,
  unsupportedType:
    'This content type is not accepted here: please send JSON with "Content-Type: application/json" ' +
    '(or a photo as multipart/form-data to /api/upload).',
  invalidJson: 'The body is not valid JSON: please check its syntax.',
  emptyJson: 'The body is empty although its content type says JSON: please send a JSON body, or no content type.',
  badContentLength: 'The Content-Length header does not match the body that was sent.',
  badUrl: 'This address is not valid (a broken %-escape?): please check it.',
  callbackUrl: 'Please give a path on this site (starting with one /) or a full http(s) address.',
  paramTooLong: 'A part of this address is too long to be an id: please check it.',
} as const;
