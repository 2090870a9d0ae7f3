/** `npm run bench`: every benchmark in turn. Figures are printed, never asserted. */
import { runCatalogueBench } from './catalogue.ts';

await runCatalogueBench();
