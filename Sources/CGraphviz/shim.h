#ifndef RIBGRAPH_CGRAPHVIZ_SHIM_H
#define RIBGRAPH_CGRAPHVIZ_SHIM_H

/* Swift cannot read C globals such as Agdirected under strict concurrency, and graphviz's signatures
   moved between releases (gvRenderData's length is `unsigned int *` in 2.42, `size_t *` later). These
   small wrappers give Swift one stable, version-independent surface. */

#include <graphviz/gvc.h>
#include <graphviz/cgraph.h>
#include <dlfcn.h>
#if defined(__APPLE__)
#include <mach-o/dyld.h>
#else
#include <link.h>
#endif
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

/* Whether `path` names libgvc (libgvc.so.6, libgvc.6.dylib). */
static inline int rg_is_libgvc(const char *path) {
    if (path == NULL) return 0;
    const char *slash = strrchr(path, '/');
    return slash != NULL && strncmp(slash + 1, "libgvc.", 7) == 0;
}

/* The loaded libgvc's path, or NULL. Found among the loaded libraries by name: glibc declares dladdr
   and dl_iterate_phdr only for _GNU_SOURCE, which changes system structs this module shares with
   others, but its debugger interface (_r_debug's chain of loaded objects) is always declared. */
#if defined(__APPLE__)
static inline const char *rg_libgvc_path(void) {
    for (uint32_t i = 0; i < _dyld_image_count(); i++) {
        if (rg_is_libgvc(_dyld_get_image_name(i))) return _dyld_get_image_name(i);
    }
    return NULL;
}
#else
static inline const char *rg_libgvc_path(void) {
    for (struct link_map *object = _r_debug.r_map; object != NULL; object = object->l_next) {
        if (rg_is_libgvc(object->l_name)) return object->l_name;
    }
    return NULL;
}
#endif

/* A context with only Graphviz's core (svg, dot, json), neato (nop2) and dot plugins, so no text
   layout plugin: Graphviz then estimates text sizes from its built-in font tables instead of asking
   pango for every label line, which was over half the time of drawing a large pinned SVG. The plugins
   are loaded from Graphviz's own plugin folder, `graphviz/` beside the loaded libgvc, under libgvc's
   suffix (libgvc.so.6 -> libgvplugin_core.so.6, libgvc.6.dylib -> libgvplugin_core.6.dylib). Returns
   NULL when they cannot be found; the caller then uses an ordinary context. Call it once: the libraries
   stay loaded for the process, as the context needs them. */
static inline GVC_t *rg_context_without_text_layout(void) {
    static const char *const libraries[] = {"core", "neato_layout", "dot_layout"};
    static const char *const entries[] = {
        "gvplugin_core_LTX_library", "gvplugin_neato_layout_LTX_library", "gvplugin_dot_layout_LTX_library"};
    enum { count = sizeof libraries / sizeof libraries[0] };
    /* Graphviz keeps reading the builtins list while the context lives. */
    static lt_symlist_t builtins[count + 1];
    void *handles[count] = {NULL};
    const char *libgvc = rg_libgvc_path();
    if (libgvc == NULL) return NULL;
    const char *slash = strrchr(libgvc, '/');
    const char *suffix = slash + 1 + strlen("libgvc");
    int folder = (int)(slash - libgvc);
    for (int i = 0; i < count; i++) {
        char path[4096];
        int written = snprintf(path, sizeof path, "%.*s/graphviz/libgvplugin_%s%s", folder, libgvc,
                               libraries[i], suffix);
        void *library = NULL;
        if (written > 0 && (size_t)written < sizeof path) handles[i] = dlopen(path, RTLD_NOW | RTLD_LOCAL);
        if (handles[i] != NULL) library = dlsym(handles[i], entries[i]);
        if (library == NULL) {
            for (int j = 0; j <= i; j++) if (handles[j] != NULL) dlclose(handles[j]);
            return NULL;
        }
        builtins[i].name = entries[i];
        builtins[i].address = library;
    }
    builtins[count].name = NULL;
    builtins[count].address = NULL;
    return gvContextPlugins(builtins, 0);
}

#endif
