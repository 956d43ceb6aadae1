#ifndef RIBGRAPH_CFONTCONFIG_SHIM_H
#define RIBGRAPH_CFONTCONFIG_SHIM_H

/* fontconfig's object sets are built with a variadic function and named by macros, which Swift cannot
   call or read: the one question ribgraph asks fontconfig is answered here, in C. */

#include <fontconfig/fontconfig.h>
#include <stddef.h>

/* The union of the character sets of every font fontconfig lists, through the configuration pango uses
   (the current one); NULL when fontconfig cannot be initialised or memory runs out. The caller owns the
   result (FcCharSetDestroy). */
static inline FcCharSet *rg_installed_charset(void) {
    FcPattern *pattern = FcPatternCreate();
    FcObjectSet *objects = FcObjectSetCreate();
    FcCharSet *all = FcCharSetCreate();
    FcFontSet *fonts = NULL;
    if (pattern != NULL && objects != NULL && all != NULL && FcObjectSetAdd(objects, FC_CHARSET))
        fonts = FcFontList(NULL, pattern, objects);
    int complete = fonts != NULL;
    for (int i = 0; complete && i < fonts->nfont; i++) {
        FcCharSet *font = NULL;
        if (FcPatternGetCharSet(fonts->fonts[i], FC_CHARSET, 0, &font) == FcResultMatch)
            complete = FcCharSetMerge(all, font, NULL);
    }
    if (fonts != NULL) FcFontSetDestroy(fonts);
    if (objects != NULL) FcObjectSetDestroy(objects);
    if (pattern != NULL) FcPatternDestroy(pattern);
    if (!complete && all != NULL) {
        FcCharSetDestroy(all);
        all = NULL;
    }
    return all;
}

#endif
