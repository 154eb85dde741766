"""Rules resolvers: pure functions over the model. One module per mechanism."""
