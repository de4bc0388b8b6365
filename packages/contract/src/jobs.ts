// Payload and response schemas of the jobs module live here.
export {};
