#ifndef RIBGRAPH_CGRAPHVIZ_SHIM_H
#define RIBGRAPH_CGRAPHVIZ_SHIM_H

/* Swift cannot read C globals such as Agdirected under strict concurrency, and graphviz's signatures
   moved between releases (gvRenderData's length is `unsigned int *` in 2.42, `size_t *` later). These
   small wrappers give Swift one stable, version-independent surface. */

#include <graphviz/gvc.h>
#include <graphviz/cgraph.h>
#include <graphviz/gvplugin_textlayout.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static inline Agraph_t *rg_open_directed(char *name) {
    return agopen(name, Agdirected, NULL);
}

static inline Agsym_t *rg_declare_graph_attr(Agraph_t *g, char *name, char *value) {
    return agattr(g, AGRAPH, name, value);
}

static inline Agsym_t *rg_declare_node_attr(Agraph_t *g, char *name, char *value) {
    return agattr(g, AGNODE, name, value);
}

static inline Agsym_t *rg_declare_edge_attr(Agraph_t *g, char *name, char *value) {
    return agattr(g, AGEDGE, name, value);
}

typedef int (*rg_render_data_small)(GVC_t *, graph_t *, const char *, char **, unsigned int *);
typedef int (*rg_render_data_large)(GVC_t *, graph_t *, const char *, char **, size_t *);

/* Calls gvRenderData whichever length type this graphviz declares. */
static inline int rg_render_data(GVC_t *gvc, graph_t *g, const char *format, char **result, size_t *length) {
    unsigned int small_length = 0;
    size_t large_length = 0;
    int status = _Generic(&gvRenderData,
        rg_render_data_small: ((rg_render_data_small)(void *)&gvRenderData)(gvc, g, format, result, &small_length),
        default: ((rg_render_data_large)(void *)&gvRenderData)(gvc, g, format, result, &large_length));
    *length = large_length ? large_length : (size_t)small_length;
    return status;
}

/* Whether this graphviz has a plugin for `kind` ("layout", "render", ...) named `name`. */
static inline int rg_has_plugin(GVC_t *gvc, const char *kind, const char *name) {
    int count = 0;
    char **list = gvPluginList(gvc, kind, &count, NULL);
    int found = 0;
    for (int i = 0; i < count; i++) {
        if (list[i] != NULL) {
            const char *colon = list[i];
            size_t n = 0;
            while (colon[n] != '\0' && colon[n] != ':') n++;
            if (strlen(name) == n && strncmp(list[i], name, n) == 0) found = 1;
            free(list[i]);
        }
    }
    free(list);
    return found;
}

/* Writes `g` as DOT text into a malloc'd buffer the caller frees; returns -1 on failure. */
static inline int rg_write_dot(Agraph_t *g, char **buffer, size_t *length) {
    FILE *stream = open_memstream(buffer, length);
    if (stream == NULL) return -1;
    int status = agwrite(g, stream);
    if (fclose(stream) != 0) status = -1;
    return status;
}

/* Where a layout engine put `n`'s centre, in points, y growing up (ND_coord, a macro Swift cannot call). */
static inline void rg_node_center(Agnode_t *n, double *x, double *y) {
    *x = ND_coord(n).x;
    *y = ND_coord(n).y;
}

/* The laid-out drawing's bounding box (GD_bb): lower left, then upper right, in points. */
static inline void rg_graph_box(Agraph_t *g, double *llx, double *lly, double *urx, double *ury) {
    *llx = GD_bb(g).LL.x;
    *lly = GD_bb(g).LL.y;
    *urx = GD_bb(g).UR.x;
    *ury = GD_bb(g).UR.y;
}

/* How wide `text` (UTF-8) runs at `size` points, bold or not, in points: ribgraph's own label metrics. */
typedef double (*rg_text_width_function)(const char *text, double size, int bold);

/* The metrics rg_text_layout asks; set once by rg_context_with_text_widths. */
static inline rg_text_width_function *rg_text_width_slot(void) {
    static rg_text_width_function width;
    return &width;
}

/* What a text layout plugin returns: `boolean` in older Graphviz, `bool` in newer. */
typedef __typeof__(((gvtextlayout_engine_t *)0)->textlayout(NULL, NULL)) rg_text_layout_result;

/* A text layout plugin that sizes a span with ribgraph's metrics, as Graphviz's own estimate does
   without a plugin (line height 1.2 em, centre line 0.1 em above the baseline), but knowing bold text
   and reading UTF-8 by character rather than by byte. */
static inline rg_text_layout_result rg_text_layout(textspan_t *span, char **fontpath) {
    const textfont_t *font = span->font;
    const char *weight = font->postscript_alias != NULL ? font->postscript_alias->weight : NULL;
    int bold = (font->flags & HTML_BF) != 0 || (weight != NULL && strcmp(weight, "bold") == 0);
    span->size.x = span->str != NULL ? (*rg_text_width_slot())(span->str, font->size, bold) : 0;
    span->size.y = font->size * 1.2;
    span->yoffset_layout = 0;
    span->yoffset_centerline = 0.1 * font->size;
    span->layout = NULL;
    span->free_layout = NULL;
    if (fontpath != NULL) *fontpath = (char *)"[ribgraph label metrics]";
    return 1;
}

/* A context whose text sizes come from `width` rather than from the installed fonts: its text layout
   plugin (rg_text_layout) ranks above pango's and gd's, so Graphviz never loads theirs; every other
   plugin loads on demand as in gvContext. Measuring every label line with pango was over half the time
   of drawing a large pinned SVG. Call it once: the plugin's tables stay for the process, as the context
   reads them while it lives. */
static inline GVC_t *rg_context_with_text_widths(rg_text_width_function width) {
    static gvtextlayout_engine_t engine;
    static gvplugin_installed_t types[2];
    static gvplugin_api_t apis[2];
    static gvplugin_library_t library;
    /* Graphviz installs a builtin only when its name starts with 'g' and holds "_LTX_library". */
    static lt_symlist_t builtins[2];
    *rg_text_width_slot() = width;
    engine.textlayout = rg_text_layout;
    types[0].type = "textlayout";
    types[0].quality = 1000;
    types[0].engine = &engine;
    apis[0].api = API_textlayout;
    apis[0].types = types;
    library.packagename = (char *)"ribgraph";
    library.apis = apis;
    builtins[0].name = "gvplugin_ribgraph_LTX_library";
    builtins[0].address = &library;
    return gvContextPlugins(builtins, 1);
}

#endif
