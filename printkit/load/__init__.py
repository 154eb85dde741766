"""Reading game YAML: marks, schema conversion into the model, cross-reference checks."""
