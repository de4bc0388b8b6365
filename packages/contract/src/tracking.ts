// Payload and response schemas of the tracking module live here.
export {};
