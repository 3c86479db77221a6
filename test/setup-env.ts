// Tests run with a fixed, quiet environment unless a suite opts into server mode explicitly.
process.env.LOG_LEVEL ??= 'error';
