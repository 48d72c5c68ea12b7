// Every unit test starts with every slice's code loaded, as a page has its own before it renders
// (routeTable.tsx). sliceCode.test.ts runs a store's actions before their code is here.
import { loadSlices, SLICE_CODE, type LazySlice } from '../state/sliceCode';

await loadSlices(Object.keys(SLICE_CODE) as LazySlice[]);
