/**
 * The widget's own look, inside its shadow root: the host page's CSS cannot reach in and this cannot
 * leak out. Kept to what the card needs.
 */
export const WIDGET_CSS = `
:host { all: initial; display: block; }
.card { box-sizing: border-box; font-family: system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif; color: #16213a; background: #fff; border: 1px solid #dde3ee; border-radius: 12px; padding: 16px 18px; max-width: 420px; line-height: 1.45; font-size: 14px; }
.head { display: flex; justify-content: space-between; align-items: flex-start; gap: 12px; }
.name { margin: 0; font-size: 17px; font-weight: 700; overflow-wrap: anywhere; }
.badge { padding: 2px 10px; border-radius: 999px; font-size: 12px; font-weight: 700; white-space: nowrap; }
.badge.on { background: #e7f6ef; color: #0f7552; }
.badge.off { background: #fdecec; color: #c62828; }
.muted { color: #5b6780; font-size: 12.5px; margin: 2px 0 0; }
.amounts { display: flex; justify-content: space-between; margin: 12px 0 6px; }
.amounts strong { font-size: 18px; }
.bar { height: 8px; background: #e8edf5; border-radius: 999px; overflow: hidden; }
.fill { height: 100%; border-radius: 999px; }
.fill.green { background: #16a34a; }
.fill.yellow { background: repeating-linear-gradient(45deg, rgba(255, 255, 255, 0.45) 0 3px, transparent 3px 7px), #eab308; }
.fill.red { background: repeating-linear-gradient(45deg, rgba(255, 255, 255, 0.45) 0 2px, transparent 2px 6px), repeating-linear-gradient(-45deg, rgba(255, 255, 255, 0.45) 0 2px, transparent 2px 6px), #dc2626; }
.meaning { margin: 4px 0 0; font-size: 12.5px; font-weight: 600; }
.meaning.green { color: #0f7552; } .meaning.yellow { color: #9a5b00; } .meaning.red { color: #c62828; }
svg { display: block; width: 100%; height: auto; margin-top: 12px; }
.line { fill: none; stroke-width: 2; stroke-linejoin: round; }
.line.on { stroke: #059669; } .line.off { stroke: #d97706; }
.target { stroke: #94a3b8; stroke-dasharray: 4 3; stroke-width: 1; }
.axis { display: flex; justify-content: space-between; color: #5b6780; font-size: 11.5px; }
.legend::before { content: ''; display: inline-block; width: 14px; border-top: 1px dashed #94a3b8; vertical-align: middle; margin-right: 4px; }
.foot { margin: 10px 0 0; font-size: 11.5px; color: #5b6780; }
.foot a { color: #1f5eff; }
.note { font-family: system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif; color: #5b6780; font-size: 13px; border: 1px dashed #dde3ee; border-radius: 10px; padding: 10px 14px; max-width: 420px; box-sizing: border-box; }
`;
