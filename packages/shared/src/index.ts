export * from './limits.js';
export * from './errors.js';
export * from './auth.js';
export { z } from './zod.js';
export * from './learning.js';
export * from './diary.js';
export * from './authoring.js';
export * from './safety.js';
export * from './crisis-lines.js';
