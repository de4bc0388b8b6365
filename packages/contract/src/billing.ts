// Payload and response schemas of the billing module live here.
export {};
