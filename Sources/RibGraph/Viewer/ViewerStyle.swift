/// The viewer page's stylesheet.
enum ViewerStyle {
    static let css = """
        * { box-sizing: border-box; }
        html, body { margin: 0; height: 100%; }
        body { font: 13px/1.4 -apple-system, "Segoe UI", Helvetica, Arial, sans-serif; color: #0f172a;
               display: grid; grid-template-rows: auto auto minmax(0, 1fr); grid-template-columns: 1fr 320px; }
        header { grid-column: 1 / 3; display: flex; flex-wrap: wrap; gap: 6px; align-items: center;
                 padding: 6px 10px; border-bottom: 1px solid #e2e8f0; background: #f8fafc; }
        header h1 { font-size: 15px; margin: 0 10px 0 0; }
        header input[type=range] { flex: 1; min-width: 160px; }
        header input[type=search] { width: 170px; padding: 3px 6px; }
        button { font: inherit; padding: 3px 9px; border: 1px solid #cbd5e1; border-radius: 4px; background: white; cursor: pointer; }
        button:hover { background: #eff6ff; }
        #status { grid-column: 1 / 3; padding: 5px 10px; font-weight: 600; border-bottom: 1px solid #e2e8f0; }
        #status .count { font-weight: 400; color: #475569; margin-left: 8px; }
        #canvas svg { position: absolute; inset: 0; width: 100%; height: 100%; display: block; user-select: none; }
        aside { border-left: 1px solid #e2e8f0; min-height: 0; display: flex; flex-direction: column; overflow: hidden; }
        aside h2 { font-size: 13px; margin: 10px 10px 4px; flex: none; }
        #selection { flex: none; max-height: 50%; overflow: auto; border-bottom: 1px solid #e2e8f0; }
        #details { padding: 0 10px 8px; }
        #event-scroll { flex: 1; min-height: 0; overflow: auto; }
        #event-scroll[hidden] { display: none; }
        #event-spacer { position: relative; }
        #details .hint { color: #64748b; }
        #details ul { margin: 2px 0 6px; padding-left: 16px; }
        #events { list-style: none; margin: 0; padding: 0; position: absolute; left: 0; right: 0; top: 0; }
        #events li { display: flex; gap: 4px; height: 22px; line-height: 21px; padding: 0 10px; cursor: pointer; white-space: nowrap;
                     overflow: hidden; text-overflow: ellipsis; border-bottom: 1px solid #f1f5f9; }
        #events li.current { background: #dbeafe; font-weight: 600; }
        #events .seq { flex: none; min-width: 2.5em; color: #64748b; }
        g.node, g.edge { transition: opacity .15s; }
        body.large g.node, body.large g.edge { transition: none; }
        body.large g.edge path { stroke-dasharray: none; }
        g.node { cursor: pointer; }
        g.off { opacity: .13; }
        g.edge.off { opacity: .07; }
        g.changed > polygon, g.changed > path { stroke: #c2410c; stroke-width: 3px; }
        g.match > polygon, g.match > path { fill: #fde68a; stroke: #b45309; stroke-width: 2.5px; }
        g.current-match > polygon, g.current-match > path { fill: #fbbf24; stroke: #92400e; stroke-width: 4px; }
        g.selected > polygon, g.selected > path { stroke: #0f172a; stroke-width: 3.5px; }
        g.provider > polygon, g.provider > path { stroke: #7c3aed; stroke-width: 3px; fill: #ede9fe; }
        g.edge.hl path { stroke: #7c3aed; stroke-width: 3px; stroke-dasharray: none; }
        g.edge.hl polygon { fill: #7c3aed; stroke: #7c3aed; }
        g.edge.hl text { font-weight: bold; }
        g.edge.hl-out path { stroke: #db2777; stroke-width: 2.5px; }
        g.edge.hl-out polygon { fill: #db2777; stroke: #db2777; }
        g.node.off.selected, g.node.off.match, g.node.off.provider { opacity: .6; }
        g.edge.off.hl, g.edge.off.hl-out { opacity: .6; }
        #canvas svg text { font-family: Helvetica, Arial, sans-serif; }
        #canvas svg g.graph > text { font-weight: bold; }
        """
}
