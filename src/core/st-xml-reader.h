/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <glib.h>
#include <libxml/tree.h>

#include "st-diagnostics.h"

G_BEGIN_DECLS

/* A parsed XML document that remembers where each element starts, so that every
 * problem can be reported as FILE:LINE:COL. Parsing refuses document type
 * declarations (and with them every entity and DTD trick), never touches the
 * network, and bounds nesting depth. */
typedef struct _StXmlDoc StXmlDoc;

/* No element of a scenario needs more; libxml2 is slow past thousands. */
#define ST_XML_MAX_ATTRIBUTES 256
/* Bounds that keep any file answered within a second. The largest bundled
 * scenario has under 600 elements, 2,600 attributes and no value over 50 bytes. */
#define ST_XML_MAX_ELEMENTS 50000
#define ST_XML_MAX_TOTAL_ATTRIBUTES 200000
#define ST_XML_MAX_ATTRIBUTE_LENGTH 65536

StXmlDoc *st_xml_doc_parse (
    const char *data, gsize length, const char *filename, guint max_depth, StDiagnostics *diagnostics);
void st_xml_doc_free (StXmlDoc *doc);
/* From now on, a parsed document's tree is freed in a low-priority idle of
 * the default main context rather than at once: the app calls it, so that
 * freeing the tree of a file just loaded (38 M instructions for the 1.2 MB
 * board of bench_board_200 ()) waits until its first frame is drawn. A
 * program without a main loop must not call it. */
void     st_xml_free_trees_when_idle (void);
xmlNode *st_xml_doc_get_root (StXmlDoc *doc);
/* Position of the '<' that starts the element. */
void st_xml_doc_node_location (StXmlDoc *doc, xmlNode *node, int *line, int *column);
/* Position of an attribute's name in the element's start tag (the element's own
 * position when the attribute is absent). */
void st_xml_doc_attr_location (StXmlDoc *doc, xmlNode *node, const char *attr, int *line, int *column);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (StXmlDoc, st_xml_doc_free)

G_END_DECLS
