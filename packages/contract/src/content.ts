// Payload and response schemas of the content module live here.
export {};
