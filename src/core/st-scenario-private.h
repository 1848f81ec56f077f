/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include "st-scenario-io.h"
#include "st-xml-reader.h"

G_BEGIN_DECLS

/* State shared by the loader (structure) and the checker (meaning). Every model
 * object created from an element is remembered with its element, so that the
 * checker can point at the right line and column. */
typedef struct
{
  StXmlDoc      *doc;
  const char    *filename;
  StDiagnostics *diagnostics;
  StScenario    *scenario;
  GHashTable    *where; /* model object -> xmlNode* */
  guint          n_errors;
  StSetupCheck   setup_check; /* the family's set-up rules, or NULL */
  gboolean       no_setup_check; /* ST_SCENARIO_LOAD_NO_SETUP_CHECK */
} StLoader;

void st_loader_error_at (StLoader *loader, xmlNode *node, const char *attr, const char *format, ...)
    G_GNUC_PRINTF (4, 5);
/* Reports at the element (and attribute) a model object was read from. */
void st_loader_error_for (StLoader *loader, gconstpointer object, const char *attr, const char *format, ...)
    G_GNUC_PRINTF (4, 5);
/* A design problem that does not stop the file from loading (the editor's
 * live checks show the same ones while editing). */
void st_loader_warning_for (StLoader *loader, gconstpointer object, const char *attr, const char *format, ...)
    G_GNUC_PRINTF (4, 5);
void st_loader_warning_at (StLoader *loader, xmlNode *node, const char *attr, const char *format, ...)
    G_GNUC_PRINTF (4, 5);
xmlNode *st_loader_node_for (StLoader *loader, gconstpointer object);

void st_scenario_check (StLoader *loader);

#define ST_XML_NS_URI "http://www.w3.org/XML/1998/namespace"

/* An allowed child element, in document order, with its count (max 0: unbounded). */
typedef struct
{
  const char *name;
  guint       min;
  guint       max;
} ChildSpec;

#define FOR_EACH_CHILD(var, parent, name) \
  for (xmlNode *var = st_xml_first_child (parent, name); var != NULL; var = st_xml_next_sibling (var, name))

void     st_loader_remember (StLoader *loader, gconstpointer object, xmlNode *node);
gboolean st_xml_is_element (xmlNode *node, const char *name);
void
st_loader_check_children (StLoader *loader, xmlNode *parent, const ChildSpec *specs, gboolean allow_text);
xmlNode *st_xml_first_child (xmlNode *parent, const char *name);
xmlNode *st_xml_next_sibling (xmlNode *node, const char *name);
void     st_loader_check_attributes (StLoader          *loader,
                                     xmlNode           *node,
                                     const char *const *allowed,
                                     const char *const *extra,
                                     gboolean           allow_lang);
char    *st_xml_get_attr (xmlNode *node, const char *name);
/* A string hash for tables of ids, as g_str_hash () but eight bytes at a time. */
guint      st_id_hash (gconstpointer key);
char      *st_xml_get_lang (xmlNode *node);
char      *st_loader_require_attr (StLoader *loader, xmlNode *node, const char *name);
char      *st_loader_require_id (StLoader *loader, xmlNode *node, const char *name);
char      *st_loader_optional_id (StLoader *loader, xmlNode *node, const char *name);
gboolean   st_loader_int_attr (StLoader   *loader,
                               xmlNode    *node,
                               const char *name,
                               gint64      min,
                               gint64      max,
                               gboolean    required,
                               gint64      default_value,
                               gint64     *out);
gboolean   st_parse_double (const char *str, double *out);
gboolean   st_loader_double_attr (StLoader   *loader,
                                  xmlNode    *node,
                                  const char *name,
                                  double      min,
                                  gboolean    required,
                                  double      default_value,
                                  double     *out);
gboolean   st_loader_bool_attr (StLoader *loader, xmlNode *node, const char *name, gboolean *out);
char      *st_loader_require_color (StLoader *loader, xmlNode *node);
gboolean   st_loader_cell_attr (StLoader *loader, xmlNode *node, const char *name, StCell *cell);
char      *st_xml_element_text (xmlNode *node);
StText    *st_loader_text (StLoader *loader, xmlNode *parent, const char *name);
StText    *st_loader_required_text (StLoader *loader, xmlNode *parent, const char *name);
GPtrArray *st_split_words (const char *text);
/* The next word of the writable text at *cursor, ended in place with a NUL,
 * and *cursor moved past it; NULL at the end. No copies: an area's 40,000
 * cells are read without 40,000 allocations. */
char              *st_next_word (char **cursor);
const char *const *st_spec_names (const StAttrSpec *specs, guint n_specs, GPtrArray *storage);
void               st_loader_parse_board (StLoader *loader, xmlNode *node);
void               st_loader_parse_areas (StLoader *loader, xmlNode *node);
void               st_loader_parse_unit_types (StLoader *loader, xmlNode *node);
void               st_loader_parse_units (StLoader *loader, xmlNode *node);
void               st_loader_parse_decks (StLoader *loader, xmlNode *node);
void               st_loader_parse_rules (StLoader *loader, xmlNode *node);
void               st_loader_parse_playtest (StLoader *loader, xmlNode *node);

/* The attributes of node but those in skip, as StAttr, each checked. */
void st_xml_collect_attrs (StLoader *loader, xmlNode *node, const char *const *skip, GPtrArray *attrs);
/* Reports value at node (attr, or the element's text when NULL) when it is
 * not a text a scenario may hold (st_value_check ()). */
void st_loader_check_value (StLoader *loader, xmlNode *node, const char *attr, const char *value);

G_END_DECLS
