const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Whether `text` is a UUID (any version, either case): what a `uuid` column accepts without an error. */
export const isUuid = (text: string): boolean => UUID.test(text);
