// Payload and response schemas of the searches module live here.
export {};
