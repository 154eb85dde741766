"""Command implementations behind the CLI; each module imports only what its commands need."""
