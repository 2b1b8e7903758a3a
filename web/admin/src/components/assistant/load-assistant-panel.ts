// The assistant panel's chunk behind one small module: the admin's entry then names only this module to load, not
// the panel's dozens of shared chunks (Vite lists a lazy import's dependencies where it is imported), which kept
// the first load within its budget (docs/architecture.md, "The admin's first load").
export const loadAssistantPanel = () => import('./assistant-panel');
