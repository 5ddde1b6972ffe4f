// The API schemas of docs/architecture.md §4 ('Reminders', 'Calendar feed', 'Sharing'): filled in by their feature.
export {};
