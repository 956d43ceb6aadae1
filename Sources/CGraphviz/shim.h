#ifndef RIBGRAPH_CGRAPHVIZ_SHIM_H
#define RIBGRAPH_CGRAPHVIZ_SHIM_H

/* Swift cannot read C globals such as Agdirected under strict concurrency, and graphviz's signatures
   moved between releases (gvRenderData's length is `unsigned int *` in 2.42, `size_t *` later). These
   small wrappers give Swift one stable, version-independent surface. */

#include <graphviz/gvc.h>
#include <graphviz/cgraph.h>
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

#endif
