// Payload and response schemas of the ingestion module live here.
export {};
