import { z } from 'zod';

// Default messages in Spanish for every schema that does not carry its own.
z.config(z.locales.es());

export { z };
