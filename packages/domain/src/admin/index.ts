// Administration (spec 02 §3.12): its types are internal for now; nothing is exported yet.
export {};
